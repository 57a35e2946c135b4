import pg from 'pg'

/** The rows of one query on the Postgres the instances share (the test reads what they stored). */
export async function readRows<Row>(url: string, query: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query(query)).rows as Row[]
  } finally {
    await client.end()
  }
}
