// What others may use of impersonation: the notice the participants' layout shows while an
// operator looks at the portal as a participant.
export { ImpersonationNotice } from './ImpersonationNotice';
