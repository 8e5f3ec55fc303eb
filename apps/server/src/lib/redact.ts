// Paths that carry a secret after their prefix: password-reset tokens and invitation keys.
const SECRET_PATHS = [
  /^\/zmiana-hasla\//,
  /^\/finalizuj-zaproszenie\//,
  /^\/api\/invitations\/(?!send-invitation-email|complete-invitation)/,
];

/** The URL as logs may keep it: whatever follows a secret-bearing prefix is hidden. */
export function redactUrl(url: string): string {
  for (const pattern of SECRET_PATHS) {
    const match = pattern.exec(url);
    if (match) return `${match[0]}[hidden]`;
  }
  return url;
}
