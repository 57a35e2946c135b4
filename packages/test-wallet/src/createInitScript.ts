export type InitScriptConfig = {
  /** Name of the `page.exposeFunction` binding that answers requests. */
  bindingName: string
  /** Name under which the script puts its event dispatcher on `window`. */
  dispatcherName: string
  info: { name: string; rdns: string; icon: string }
  announce: boolean
  legacy: boolean
}

/**
 * The source of the script the wallet adds to every document (`page.addInitScript`): an
 * EIP-1193 provider whose `request` calls the Node binding, an event dispatcher Node calls
 * through `page.evaluate`, the EIP-6963 announcement and, optionally, `window.ethereum`.
 *
 * A string rather than a function, so no transpiler helper can leak into the page.
 */
export function createInitScript(config: InitScriptConfig): string {
  return `(() => {
  const config = ${JSON.stringify(config)};
  if (Object.prototype.hasOwnProperty.call(window, config.dispatcherName)) return;

  class ProviderRpcError extends Error {
    constructor(code, message, data) {
      super(message);
      this.name = 'ProviderRpcError';
      this.code = code;
      if (data !== undefined) this.data = data;
    }
  }

  const listeners = new Map();
  const provider = {
    isPorticoTestWallet: true,
    async request(args) {
      if (!args || typeof args !== 'object' || typeof args.method !== 'string' || args.method === '') {
        throw new ProviderRpcError(-32600, 'Invalid request: expected { method: string, params?: array | object }.');
      }
      const params = args.params === undefined ? [] : args.params;
      if (params === null || typeof params !== 'object') {
        throw new ProviderRpcError(-32602, 'Invalid params: expected an array or an object.');
      }
      const binding = window[config.bindingName];
      if (typeof binding !== 'function') throw new ProviderRpcError(4900, 'The test wallet is disconnected.');
      let response;
      try {
        response = await binding({ method: args.method, params, origin: location.origin });
      } catch (error) {
        throw new ProviderRpcError(4900, 'The test wallet is disconnected: ' + (error && error.message));
      }
      if (response && response.error) {
        throw new ProviderRpcError(response.error.code, response.error.message, response.error.data);
      }
      return response ? response.result : null;
    },
    on(event, listener) {
      if (typeof listener !== 'function') return provider;
      if (!listeners.has(event)) listeners.set(event, []);
      listeners.get(event).push(listener);
      return provider;
    },
    removeListener(event, listener) {
      const list = listeners.get(event);
      const index = list ? list.indexOf(listener) : -1;
      if (index !== -1) list.splice(index, 1);
      return provider;
    },
  };

  const emit = (event, payload) => {
    for (const listener of (listeners.get(event) || []).slice()) {
      try {
        listener(payload);
      } catch (error) {
        console.error(error);
      }
    }
  };
  Object.defineProperty(window, config.dispatcherName, { value: emit });

  if (config.announce) {
    const uuid = typeof crypto.randomUUID === 'function'
      ? crypto.randomUUID()
      : '10000000-1000-4000-8000-100000000000'.replace(/[018]/g, (c) =>
          (c ^ (crypto.getRandomValues(new Uint8Array(1))[0] & (15 >> (c / 4)))).toString(16));
    const detail = Object.freeze({
      info: Object.freeze({ uuid, name: config.info.name, icon: config.info.icon, rdns: config.info.rdns }),
      provider,
    });
    const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
    window.addEventListener('eip6963:requestProvider', announce);
    announce();
  }

  if (config.legacy) {
    Object.defineProperty(window, 'ethereum', { value: provider, configurable: true, enumerable: true, writable: true });
  }
})();`
}
