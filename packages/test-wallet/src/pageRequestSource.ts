/**
 * The page side of every test wallet's call to its Node core, as JavaScript source put inside each
 * wallet's source (it expects `call(method, params)` in scope): `request(method, params)` resolves
 * with the core's `result`, or throws an Error carrying the core's `code` and `message` (4001 for a
 * rejection…), as a wallet's provider does.
 */
export const pageRequestSource = `const request = async (method, params) => {
    const answer = await call(method, params);
    if (answer && answer.error) {
      const error = new Error(answer.error.message);
      error.code = answer.error.code;
      throw error;
    }
    return answer ? answer.result : null;
  };`
