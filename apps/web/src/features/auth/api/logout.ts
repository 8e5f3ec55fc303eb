import { api } from '../../../lib/api';
import { forgetUser } from './user';

export async function logout(): Promise<void> {
  await api('POST', '/api/logout');
  forgetUser();
}
