import * as protoLoader from '@grpc/proto-loader';
import { protoPath as healthProto } from 'grpc-health-check';
import { AppError, createGrpcServer, dial, grpc, PeerError, serveGrpc, createHttpApp, registry, type ModuleContext } from '@landline/platform';
import type { IdentityServiceHandlers } from '@landline/proto/generated/landline/identity/v1/IdentityService';
import { landline } from '@landline/proto';
import { onlySome, quietLogger } from './helpers';

describe('gRPC kit', () => {
  const logger = quietLogger();
  let address: string;
  let stop: () => Promise<void>;

  beforeAll(async () => {
    const ctx = { env: { GRPC_HOST: '127.0.0.1', IDENTITY_GRPC_PORT: '0' }, logger, http: createHttpApp('t', logger) } as unknown as ModuleContext;
    const definition = landline.identity.v1.IdentityService.service;
    const served = await serveGrpc<IdentityServiceHandlers>(
      ctx,
      'identity',
      definition,
      onlySome<IdentityServiceHandlers>(definition, {
        JoinWaitlist: async (req: { name: string }) => {
          if (!req.name) throw new AppError('invalid_argument', 'Please fill in all required fields.', { field: 'name' });
          return {};
        },
        GetSubscription: async () => {
          await new Promise((r) => setTimeout(r, 500));
          return { plan: 'trial' };
        },
        Logout: async () => {
          throw new Error('database exploded: secret detail');
        },
      }),
    );
    address = served.address;
    stop = () => served.server.stop(100);
  });
  afterAll(() => stop());

  it('refuses at start a service that leaves a method of its contract out', () => {
    const server = createGrpcServer('identity', logger);
    expect(() => server.add(landline.identity.v1.IdentityService.service, { JoinWaitlist: async () => ({}) })).toThrow(/identity does not implement .*SignUp/);
  });

  it('turns handler results and AppErrors into responses and PeerErrors with the message and details', async () => {
    const client = dial(landline.identity.v1.IdentityService, address, 'test');
    await expect(client.JoinWaitlist({ name: 'Ann', email: 'a@b.co', phone: '1', company: '' })).resolves.toEqual({});
    const err = await client.JoinWaitlist({ name: '' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PeerError);
    expect((err as PeerError).code).toBe(grpc.status.INVALID_ARGUMENT);
    expect((err as PeerError).message).toBe('Please fill in all required fields.');
    expect((err as PeerError).details).toEqual({ field: 'name' });
    client.close();
  });

  it('hides internal error details from callers', async () => {
    const client = dial(landline.identity.v1.IdentityService, address, 'test');
    const err = (await client.Logout({ refreshToken: 'x' }).catch((e: unknown) => e)) as PeerError;
    expect(err.code).toBe(grpc.status.INTERNAL);
    expect(err.message).toBe('Internal error');
    client.close();
  });

  it('gives every call a deadline', async () => {
    const client = dial(landline.identity.v1.IdentityService, address, 'test');
    const err = (await client.GetSubscription({ userId: 'u' }, { deadlineMs: 100 }).catch((e: unknown) => e)) as PeerError;
    expect(err.code).toBe(grpc.status.DEADLINE_EXCEEDED);
    await expect(client.GetSubscription({ userId: 'u' }, { deadlineMs: 2000 })).resolves.toMatchObject({ plan: 'trial' });
    client.close();
  });

  it('serves grpc.health.v1 for the server and the service', async () => {
    const health = grpc.loadPackageDefinition(protoLoader.loadSync(healthProto, { enums: String })) as any;
    const client = new health.grpc.health.v1.Health(address, grpc.credentials.createInsecure());
    const check = (service: string) =>
      new Promise<any>((resolve, reject) => client.Check({ service }, { deadline: Date.now() + 2000 }, (e: grpc.ServiceError | null, r: unknown) => (e ? reject(e) : resolve(r))));
    await expect(check('')).resolves.toEqual({ status: 'SERVING' });
    await expect(check('landline.identity.v1.IdentityService')).resolves.toEqual({ status: 'SERVING' });
    client.close();
  });

  it('counts handled calls per service and code', async () => {
    const text = await registry.metrics();
    expect(text).toMatch(/landline_grpc_server_handled_total\{service="identity",method="JoinWaitlist",code="INVALID_ARGUMENT"\} \d+/);
    expect(text).toMatch(/landline_grpc_client_calls_total\{service="test",method="JoinWaitlist",code="OK"\} \d+/);
  });
});
