// What other features may use of passwords: the rules hint the credentials form shows.
export { PasswordRulesHint } from './components/PasswordRulesHint';
