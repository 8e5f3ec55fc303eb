import { authApi } from '@portal/contract/routes';
import { call } from '../../../lib/api';
import { forgetUser } from './user';

export async function logout(): Promise<void> {
  await call(authApi.logout);
  forgetUser();
}
