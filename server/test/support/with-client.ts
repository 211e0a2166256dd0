import { Client } from 'pg';

/**
 * Direct SQL on the run's database (or `url`'s), for fixtures and for facts to check answers against (counts,
 * memberships) without going through the code under test.
 */
export async function withClient<T>(work: (client: Client) => Promise<T>, url = process.env.DATABASE_URL): Promise<T> {
  if (!url) throw new Error('DATABASE_URL is not set: run the contract suites through jest (globalSetup)');
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
