// `npm run deploy:config`: rewrites deploy/nginx.conf, the example nginx site config, from the Node
// server's header list and cache policy (src/build/deploy-config.ts). With options, prints a config
// for your own machine instead:
//   npm run deploy:config -- --server-name shop.example.in --root /srv/shop/dist/client \
//     --upstream 127.0.0.1:4321 --certificate /etc/ssl/shop.pem --certificate-key /etc/ssl/shop.key [--no-brotli]
// (The static hosts' `_headers` is written by every build, into dist/client/.)
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { EXAMPLE_NGINX_SITE, nginxSiteConfig } from '../src/build/deploy-config.ts';

const { values } = parseArgs({
  options: {
    'server-name': { type: 'string' },
    root: { type: 'string' },
    upstream: { type: 'string' },
    certificate: { type: 'string' },
    'certificate-key': { type: 'string' },
    'no-brotli': { type: 'boolean' },
    help: { type: 'boolean' },
  },
});

if (values.help) {
  console.log('npm run deploy:config -- [--server-name NAME] [--root DIST_CLIENT] [--upstream HOST:PORT] [--certificate PEM] [--certificate-key PEM] [--no-brotli]');
  console.log('Without options: rewrites deploy/nginx.conf (the example). With any: prints your config.');
  process.exit(0);
}

const custom = Object.keys(values).length > 0;
const config = nginxSiteConfig({
  ...EXAMPLE_NGINX_SITE,
  ...(values['server-name'] && { serverName: values['server-name'] }),
  ...(values.root && { root: values.root }),
  ...(values.upstream && { upstream: values.upstream }),
  ...(values.certificate && { certificate: values.certificate }),
  ...(values['certificate-key'] && { certificateKey: values['certificate-key'] }),
  ...(values['no-brotli'] && { brotli: false }),
});

if (custom) process.stdout.write(config);
else {
  writeFileSync(new URL('../deploy/nginx.conf', import.meta.url), config);
  console.log('deploy/nginx.conf written');
}
