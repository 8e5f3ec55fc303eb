import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact.js';

describe('redactUrl', () => {
  it('hides reset tokens and invitation keys', () => {
    expect(redactUrl('/zmiana-hasla/abc123/jan%40demo.pl')).toBe('/zmiana-hasla/[hidden]');
    expect(redactUrl('/finalizuj-zaproszenie/DEMO-INVITE-2025')).toBe('/finalizuj-zaproszenie/[hidden]');
    expect(redactUrl('/api/invitations/DEMO-INVITE-2025')).toBe('/api/invitations/[hidden]');
  });

  it('keeps every other address as it is', () => {
    for (const url of [
      '/api/invitations',
      '/api/invitations/complete-invitation',
      '/api/invitations/send-invitation-email',
      '/api/user?x=1',
    ]) {
      expect(redactUrl(url)).toBe(url);
    }
  });
});
