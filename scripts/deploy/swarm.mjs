// docker-stack.yml: docker-compose.yml as `docker stack deploy` takes it (docs/operations.md#scaling-the-api).
// docker stack reads the older Compose file format 3, which refuses what Compose added since: depends_on with
// conditions and profiles. A Swarm has no start order anyway (a replica that cannot reach PostgreSQL yet exits
// and is started again), so the stack is the same services without them, and:
// - no Flagsmith (the services of a profile): run it with Compose, or beside the stack;
// - the one-off catalogue job (restart: 'no') as a Swarm job, run when its service changes and retried if it fails;
// - published ports in host mode: the routing mesh would show nginx every shopper under one address, and the
//   API's rate limits would count them as one;
// - no fixed addresses (a Swarm ignores ipv4_address): the API believes X-Forwarded-For from the stack's subnet,
//   which holds only the stack's own tasks;
// - nginx follows `tasks.api` (each task's address) rather than `api` (the service's one virtual address).
/** @typedef {import('./compose.mjs').Compose} Compose */
/** @typedef {import('./compose.mjs').ComposeService} ComposeService */

export const STACK_FILE = 'docker-stack.yml';

/** `api:4000 resolve`: a service followed by DNS (nginx/templates/default.conf.template, API_UPSTREAM). */
const RESOLVED_UPSTREAM = /^([a-z][\w-]*):(\d+) resolve$/;

/**
 * How a setting reads in the stack: addresses that only Compose fixes become the stack's subnet; a service that
 * nginx follows by DNS becomes its tasks.
 * @param {string} value
 * @param {{ fixed: Set<string>, subnet: string, services: Set<string> }} stack
 */
function stackValue(value, { fixed, subnet, services }) {
  if (fixed.has(value)) return subnet;
  const upstream = RESOLVED_UPSTREAM.exec(value);
  if (upstream && services.has(upstream[1])) return `tasks.${upstream[1]}:${upstream[2]} resolve`;
  return value;
}

/**
 * `8080:80` as a port published on the node that runs the task, where nginx sees each shopper's address.
 * @param {string} port
 */
function hostModePort(port) {
  const [published, target] = port.split(':').map(Number);
  if (!published || !target) throw new Error(`${port}: expected <published>:<target>`);
  return { target, published, protocol: 'tcp', mode: 'host' };
}

/**
 * @param {ComposeService} service
 * @param {{ fixed: Set<string>, subnet: string, services: Set<string> }} stack
 */
function stackService(service, stack) {
  /** @type {Record<string, unknown>} */
  const result = { ...service };
  // Ignored or refused by docker stack, or replaced below.
  for (const key of ['build', 'restart', 'depends_on', 'networks', 'ports']) delete result[key];
  // A network setting other than a fixed address would be lost with them.
  for (const network of Object.values(service.networks ?? {}))
    if (Object.keys(network ?? {}).some((key) => key !== 'ipv4_address'))
      throw new Error(
        `docker-compose.yml: a network setting ${JSON.stringify(network)} the stack would lose`,
      );
  if (service.environment) {
    result.environment = Object.fromEntries(
      Object.entries(service.environment).map(([name, value]) => [name, stackValue(value, stack)]),
    );
  }
  if (service.ports) result.ports = service.ports.map(hostModePort);
  if (service.restart === 'no') {
    result.deploy = {
      ...service.deploy,
      mode: 'replicated-job',
      // PostgreSQL may still be starting: tried again for up to 100 s.
      restart_policy: { condition: 'on-failure', delay: '10s', max_attempts: 10 },
    };
  }
  return result;
}

/**
 * The stack file's content.
 * @param {Compose} compose
 */
export function swarmStack(compose) {
  const kept = Object.entries(compose.services).filter(([, service]) => !service.profiles);
  const subnet = compose.networks?.default?.ipam?.config?.[0]?.subnet;
  if (!subnet) throw new Error('docker-compose.yml: the default network has no subnet');
  const fixed = new Set(
    kept.flatMap(([, service]) =>
      Object.values(service.networks ?? {}).flatMap((network) => network?.ipv4_address ?? []),
    ),
  );
  const stack = { fixed, subnet, services: new Set(kept.map(([name]) => name)) };
  for (const [name, service] of kept)
    if (!service.image) throw new Error(`docker-compose.yml: ${name} has no image, which a Swarm pulls`);
  const services = Object.fromEntries(kept.map(([name, service]) => [name, stackService(service, stack)]));
  const mounted = new Set(kept.flatMap(([, service]) => (service.volumes ?? []).map((v) => v.split(':')[0])));
  const volumes = Object.fromEntries(
    Object.entries(compose.volumes ?? {}).filter(([name]) => mounted.has(name)),
  );
  return { services, networks: compose.networks, volumes };
}
