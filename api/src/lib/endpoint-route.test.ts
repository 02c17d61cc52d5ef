import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import Fastify from 'fastify';
import { Success } from '@agency/contracts';
import { contractOnly, endpointRoute, routeOf } from './endpoint-route';

const docs = { tags: ['test'], summary: 'test' };

describe('routes registered from the endpoint table', () => {
  it('takes the method and the path from the key, less the prefix of the scope it is registered in', () => {
    assert.deepEqual(routeOf('POST /api/office/requests/:id/quote', '/api/office'), { method: 'POST', url: '/requests/:id/quote' });
    assert.deepEqual(routeOf('GET /api/home', '/api'), { method: 'GET', url: '/home' });
  });

  it('refuses a key that is not in the table, and a scope the path is not under', () => {
    assert.throws(() => routeOf('GET /api/nowhere', '/api'), /not in the endpoint table/);
    assert.throws(() => routeOf('GET /api/home', '/api/office'), /cannot be registered in a scope mounted at \/api\/office/);
  });

  it('serves the table’s body and answer schemas: a body the contract refuses never reaches the handler', async () => {
    const { serializerCompiler, validatorCompiler } = await import('fastify-type-provider-zod');
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    let reached = 0;
    await app.register(
      async (scope) => {
        contractOnly(scope);
        endpointRoute(scope, 'POST /api/newsletter', {
          config: {},
          schema: docs,
          handler: async () => {
            reached += 1;
            return Success.parse({ success: 'success' });
          },
        });
      },
      { prefix: '/api' },
    );
    const bad = await app.inject({ method: 'POST', url: '/api/newsletter', payload: { email: 'not an address' } });
    assert.equal(bad.statusCode, 400);
    assert.equal(reached, 0);
    assert.equal(app.hasRoute({ method: 'POST', url: '/api/newsletter' }), true);
    await app.close();
  });

  it('a scope under contract refuses, as the server starts, a route registered any other way', async () => {
    const app = Fastify();
    const start = async () => {
      await app.register(
        async (scope) => {
          contractOnly(scope);
          scope.get('/secret', async () => ({ secret: true }));
        },
        { prefix: '/api' },
      );
      await app.ready();
    };
    await assert.rejects(start, /GET \/api\/secret is not registered from the endpoint table/);
  });

  it('lets through a route marked outside the contract, with its reason', async () => {
    const app = Fastify();
    await app.register(
      async (scope) => {
        contractOnly(scope);
        scope.post('/hook', { config: { outsideContract: 'a third party’s own body' } }, async () => ({ ok: true }));
      },
      { prefix: '/api' },
    );
    await app.ready();
    assert.equal(app.hasRoute({ method: 'POST', url: '/api/hook' }), true);
    await app.close();
  });
});
