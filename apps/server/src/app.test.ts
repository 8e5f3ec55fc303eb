import { MESSAGE_MAX_LENGTH } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { appPerTest } from '../test/build-app.js';
import { loginAs, TestClient } from '../test/client.js';
import { BODY_LIMIT_BYTES } from './app.js';

const t = appPerTest();

describe('request bodies', () => {
  it('refuses a body over 64 KB with 413 before any route reads it', async () => {
    expect(BODY_LIMIT_BYTES).toBe(64 * 1024);
    const client = new TestClient(t.app);
    const response = await client.post('/api/login', { email: 'lider@demo.pl', password: 'x'.repeat(65 * 1024) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ success: false, message: 'Przesłane dane są za duże.' });
  });

  it('takes the largest body a participant sends: a contact message of full length in Polish letters', async () => {
    const client = await loginAs(t.app, 'sprzedawca@demo.pl');
    const response = await client.post('/api/send-message', {
      subject: 'Pytanie',
      body: 'ż'.repeat(MESSAGE_MAX_LENGTH),
      email: '',
      phone: '',
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a password longer than 128 characters with a message on the field', async () => {
    const client = new TestClient(t.app);
    const response = await client.post('/api/login', { email: 'lider@demo.pl', password: 'x'.repeat(129) });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ password: ['Hasło może mieć najwyżej 128 znaków.'] });
  });
});
