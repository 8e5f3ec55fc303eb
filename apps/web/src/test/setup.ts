import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Submit buttons are released a second after each call, so what follows a submit can
// take longer than Testing Library's default second to appear.
configure({ asyncUtilTimeout: 3000 });

// Testing Library cleans up by itself only where test globals are on; ours are imported.
afterEach(cleanup);
