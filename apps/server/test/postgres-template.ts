import type { TestProject } from 'vitest/node';
import { hashPasswordsCheaplyForTests } from '../src/lib/passwords.js';
import { admin, databaseUrl, seedDemoDatabase } from './database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The database every PostgreSQL test app is copied from (test/database.ts), made once a run. */
    postgresTemplate: string;
  }
}

/**
 * Migrating and seeding a PostgreSQL database takes over a second, and nearly every API test
 * wants a fresh one. So the run does it once, into a database that each test app then copies
 * (CREATE DATABASE ... TEMPLATE, a fifth of the time), and drops it at the end.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('The PostgreSQL tests need TEST_DATABASE_URL');
  const name = `portal_test_template_${process.pid}`;
  // The demo accounts' hash, as every test file gets it (test/cheap-passwords.ts).
  hashPasswordsCheaplyForTests();
  await admin(url, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${name}`);
  });
  await seedDemoDatabase(databaseUrl(url, name));
  project.provide('postgresTemplate', name);
  return () => admin(url, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}
