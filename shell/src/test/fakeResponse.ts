/**
 * The network edge for the boot script's tests: the parts of a fetch Response the boot and the shell read
 * (jsdom has no Response). Like a real one, a body can be read once, and a used body cannot be cloned.
 */
export function fakeResponse(status: number, body: unknown): Response {
  let used = false;
  const read = async () => {
    if (used) throw new TypeError('Body has already been used');
    used = true;
    return body;
  };
  const response = {
    ok: status >= 200 && status < 300,
    status,
    get bodyUsed() {
      return used;
    },
    json: read,
    text: async () => JSON.stringify(await read()),
    clone: () => {
      if (used) throw new TypeError('Response body is already used');
      return fakeResponse(status, body);
    },
  };
  return response as unknown as Response;
}
