import { describeMismatches, takeMismatches } from './response-mismatches';

/**
 * setupFilesAfterEach of the contract project: the test that received an answer the
 * OpenAPI document does not describe fails, naming the route, status and differences.
 * afterAll catches what beforeAll/afterAll hooks received.
 */
function failOnMismatch(): void {
  const mismatches = takeMismatches();
  if (mismatches.length) throw new Error(describeMismatches(mismatches));
}

afterEach(failOnMismatch);
afterAll(failOnMismatch);
