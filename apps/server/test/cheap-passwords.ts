import { hashPasswordsCheaplyForTests } from '../src/lib/passwords.js';

// Every API test file (vitest.config.ts): the demo accounts' hash and the tests' new passwords
// at the cheapest argon2id cost; src/lib/passwords.test.ts proves the production cost.
hashPasswordsCheaplyForTests();
