/**
 * The addresses a production webhook delivery refuses, judged by ipaddr.js's ranges: every IPv6 spelling of a
 * loopback, private or link-local IPv4 address included (IPv4-compatible, SIIT, NAT64, 6to4, Teredo), which a list of
 * prefixes missed. No server is needed: an IP literal is refused before any connection.
 */
import { isBlockedAddress, postWebhook } from "../webhook.http";

describe("webhook address block list", () => {
  it.each([
    // the IPv4-compatible (deprecated ::a.b.c.d) forms of 127.0.0.1, 10.0.0.1 and 169.254.169.254
    "::7f00:1", "::127.0.0.1", "::a00:1", "::a9fe:a9fe", "::169.254.169.254",
    // SIIT (RFC 6145) of 127.0.0.1
    "::ffff:0:7f00:1", "::ffff:0:127.0.0.1",
    // NAT64, 6to4 and Teredo carrying IPv4 inside
    "64:ff9b::7f00:1", "64:ff9b:1::a00:1", "2002:7f00:1::1", "2001:0:4136:e378:8000:63bf:3fff:fdd2",
    // the usual ones, still refused
    "127.0.0.1", "10.1.2.3", "172.16.0.1", "192.168.1.1", "169.254.169.254", "100.64.0.1", "0.0.0.0", "255.255.255.255",
    "224.0.0.1", "198.18.0.1", "192.0.2.1", "240.0.0.1", "::1", "::", "fe80::1", "fe80::1%eth0", "fec0::1", "fd00::1",
    "ff02::1", "100::1", "2001:db8::1", "::ffff:127.0.0.1", "::ffff:7f00:1", "::ffff:a9fe:a9fe", "0:0:0:0:0:ffff:a00:1",
    // anything that is not an IP address
    "localhost", "", "1.2.3",
  ])("refuses %s", (ip) => {
    expect(isBlockedAddress(ip)).toBe(true);
  });

  it.each(["93.184.216.34", "8.8.8.8", "1.1.1.1", "2606:4700:4700::1111", "2a00:1450:4001:81c::200e", "::ffff:8.8.8.8", "::ffff:808:808"])(
    "allows the public address %s", (ip) => {
      expect(isBlockedAddress(ip)).toBe(false);
    });

  it.each(["::7f00:1", "::ffff:0:7f00:1", "::a00:1", "::a9fe:a9fe"])("refuses a delivery to http://[%s]/ before connecting", async (ip) => {
    const r = await postWebhook(`http://[${ip}]:9/hook`, {}, "{}", { guardAddresses: true, timeoutMs: 2000 });
    expect(r).toEqual({ ok: false, status: null, error: `Refused: ${ip} resolves to a private or reserved address` });
  });
});
