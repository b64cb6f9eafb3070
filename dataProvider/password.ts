import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * The password as it travels to `POST /api/login`: the lowercase hex SHA-256 of what the user
 * typed (docs/api.md, session and users). A pure-JS hash, not WebCrypto, because `crypto.subtle` only exists in
 * secure contexts and the portal is also opened over plain http on the local network.
 */
export const hashPassword = (plain: string): string => bytesToHex(sha256(utf8ToBytes(plain)));
