import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { resolveServices, withDatabase } from '../../support/services';
import { createSeededDatabase, dropDatabase } from './database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The Postgres server's maintenance database, beside which each fault test creates its own. */
    faultServerUrl: string;
    /** A migrated and seeded database that each fault test's database is copied from. */
    faultTemplateDatabase: string;
  }
}

/**
 * Migrating and seeding takes a while, so it is done once per run into a template database;
 * each fault test then gets a copy of its own (CREATE DATABASE ... TEMPLATE, about a second).
 */
export default async function setup(project: TestProject) {
  const services = await resolveServices();
  const template = `voltline_faulttpl_${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  await createSeededDatabase(withDatabase(services.postgresServerUrl, template));

  project.provide('faultServerUrl', services.postgresServerUrl);
  project.provide('faultTemplateDatabase', template);

  return async () => {
    await dropDatabase(services.postgresServerUrl, template);
    await services.stop();
  };
}
