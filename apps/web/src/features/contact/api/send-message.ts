import type { ContactMessagePayload, SendMessageAnswer, UserContactMessagePayload } from '@portal/contract';
import { api } from '../../../lib/api';

/** Sends the contact form (POST /api/send-message); 422 carries the messages per field. */
export function sendMessage(payload: ContactMessagePayload | UserContactMessagePayload): Promise<SendMessageAnswer> {
  return api<SendMessageAnswer>('POST', '/api/send-message', payload);
}
