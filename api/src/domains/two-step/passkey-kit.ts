/**
 * A software authenticator for the passkey tests: an ES256 key from node:crypto that answers registration options
 * with attestation 'none' and sign-in options with signed assertions, as a phone would, byte for byte (CBOR,
 * authenticator data, clientDataJSON). Each answer can be bent (another origin, another challenge, an old counter)
 * to prove the server refuses it.
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

type Cbor = number | string | Uint8Array | Cbor[] | Map<Cbor, Cbor>;

/** The little CBOR (RFC 8949) WebAuthn needs: integers, byte and text strings, arrays and maps. */
function cbor(value: Cbor): Buffer {
  const head = (major: number, n: number) => {
    if (n < 24) return Buffer.from([(major << 5) | n]);
    if (n < 256) return Buffer.from([(major << 5) | 24, n]);
    const b = Buffer.alloc(3);
    b[0] = (major << 5) | 25;
    b.writeUInt16BE(n, 1);
    return b;
  };
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  if (Array.isArray(value)) return Buffer.concat([head(4, value.length), ...value.map(cbor)]);
  return Buffer.concat([head(5, value.size), ...[...value].flatMap(([k, v]) => [cbor(k), cbor(v)])]);
}

const b64 = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

type Options = { challenge: string; rp?: { id?: string }; rpId?: string; user?: { id: string } };
/** How to bend one answer. */
export type Bend = { origin?: string; challenge?: string; counter?: number; rpId?: string; userVerified?: boolean };

export const ORIGIN = 'http://dashboard.test';

export class SoftAuthenticator {
  readonly credentialId = randomBytes(16);
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;
  counter = 0;
  /** The user handle the relying party gave at registration (a discoverable credential keeps it). */
  userHandle: string | undefined;

  readonly origin: string;

  constructor(origin = ORIGIN) {
    this.origin = origin;
    const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = pair.privateKey;
    this.publicKey = pair.publicKey;
  }

  get id(): string {
    return b64(this.credentialId);
  }

  private coseKey(): Buffer {
    const jwk = this.publicKey.export({ format: 'jwk' });
    const x = Buffer.from(jwk.x!, 'base64url');
    const y = Buffer.from(jwk.y!, 'base64url');
    return cbor(
      new Map<Cbor, Cbor>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, x],
        [-3, y],
      ]),
    );
  }

  private authData(rpId: string, counter: number, userVerified: boolean, attested: boolean): Buffer {
    const flags = 0x01 | (userVerified ? 0x04 : 0) | (attested ? 0x40 : 0);
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    const parts: Uint8Array[] = [sha256(rpId), Buffer.from([flags]), count];
    if (attested) {
      const len = Buffer.alloc(2);
      len.writeUInt16BE(this.credentialId.length);
      parts.push(Buffer.alloc(16), len, this.credentialId, this.coseKey());
    }
    return Buffer.concat(parts);
  }

  private clientData(type: string, challenge: string, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** Answers registration options (navigator.credentials.create()). */
  register(options: Options, bend: Bend = {}) {
    const rpId = bend.rpId ?? options.rp?.id ?? new URL(this.origin).hostname;
    this.userHandle = options.user?.id;
    const clientDataJSON = this.clientData('webauthn.create', bend.challenge ?? options.challenge, bend.origin ?? this.origin);
    const authData = this.authData(rpId, this.counter, bend.userVerified ?? true, true);
    const attestationObject = cbor(
      new Map<Cbor, Cbor>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      clientExtensionResults: {},
      response: { clientDataJSON: b64(clientDataJSON), attestationObject: b64(attestationObject), transports: ['internal'] },
    };
  }

  /** Answers sign-in options (navigator.credentials.get()); each answer raises the counter unless bent. */
  assert(options: Options, bend: Bend = {}) {
    const rpId = bend.rpId ?? options.rpId ?? new URL(this.origin).hostname;
    const counter = bend.counter ?? ++this.counter;
    const clientDataJSON = this.clientData('webauthn.get', bend.challenge ?? options.challenge, bend.origin ?? this.origin);
    const authenticatorData = this.authData(rpId, counter, bend.userVerified ?? true, false);
    const signature = sign('sha256', Buffer.concat([authenticatorData, sha256(clientDataJSON)]), this.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64(clientDataJSON),
        authenticatorData: b64(authenticatorData),
        signature: b64(signature),
        ...(this.userHandle ? { userHandle: this.userHandle } : {}),
      },
    };
  }
}

/** A challenge the server never gave (base64url of 32 random bytes). */
export const strayChallenge = () => b64(randomBytes(32));
