import type { ContactMessagePayload, SendMessageAnswer, UserContactMessagePayload } from '@portal/contract';
import { contactApi } from '@portal/contract/routes';
import { call } from '../../../lib/api';

/** Sends the contact form (POST /api/send-message); 422 carries the messages per field. */
export function sendMessage(payload: ContactMessagePayload | UserContactMessagePayload): Promise<SendMessageAnswer> {
  return call(contactApi.sendMessage, { body: payload });
}
