import type { FastifyServerOptions } from 'fastify';
import fastJson, { type Schema } from 'fast-json-stringify';

type Serialize = (data: unknown) => string;

// Keyed by the schema object itself: route.ts gives every app the same object for one answer.
const compiled = new WeakMap<object, Serialize>();

/**
 * Fastify compiles each route's answer schema into a serialiser (fast-json-stringify, as its own
 * default does) whenever an app starts: some two hundred of them, a fifth of a second. What is
 * compiled depends on the schema alone, so one compiled function serves every app of the process
 * with that schema: a worker restarting, and the tests, which build an app for every test.
 * The portal registers no shared schemas (`addSchema`), so there is nothing else to pass on.
 */
export const serializerFactory: SerializerFactory = () => (route) => {
  const schema = route.schema as Schema;
  let serialize = compiled.get(schema);
  if (!serialize) {
    serialize = fastJson(schema);
    compiled.set(schema, serialize);
  }
  return serialize;
};

type SerializerFactory = NonNullable<
  NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildSerializer']
>;
