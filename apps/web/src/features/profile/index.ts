// What others may use of the profile: its texts (profile.*), which the account page shows too.
import './texts';
