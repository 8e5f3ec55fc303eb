import type { AssignCardPayload, CardImportAnswer } from '@portal/contract';
import { adminCardApi } from '@portal/contract/admin-routes';
import { adminCall } from '../../../kit/api';

export const cardsKey = ['admin', 'cards'] as const;

export async function assignCard(body: AssignCardPayload) {
  return (await adminCall(adminCardApi.assign, { body })).card;
}

/** Sends a cards file (multipart `file` and `dry_run`); a refusal names the lines (`line N`) or `file`. */
export function uploadCards(file: File, dryRun: boolean): Promise<CardImportAnswer> {
  const form = new FormData();
  form.append('dry_run', dryRun ? 'true' : 'false');
  form.append('file', file);
  return adminCall(adminCardApi.importCards, {}, { form });
}
