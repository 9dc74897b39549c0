import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../database';

/**
 * Third-party sign-in: which account an OpenID Connect subject (issuer + sub) signs in to. A subject
 * belongs to one account; an account may link one subject per issuer.
 */
export function oidcIdentitiesMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const table = db.schema.createTable('oidc_identities');
      await (dialect === 'postgres'
        ? table.addColumn('id', 'serial', (column) => column.primaryKey())
        : table.addColumn('id', 'integer', (column) => column.primaryKey().autoIncrement()))
        .addColumn('issuer', 'text', (column) => column.notNull())
        .addColumn('subject', 'text', (column) => column.notNull())
        .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
        .addColumn('email', 'text', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('last_used_at', 'text', (column) => column.notNull())
        .addUniqueConstraint('oidc_identities_subject_unique', ['issuer', 'subject'])
        .addUniqueConstraint('oidc_identities_user_issuer_unique', ['user_id', 'issuer'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('oidc_identities').execute();
    },
  };
}
