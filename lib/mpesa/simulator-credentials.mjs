// The Daraja simulator's credentials (scripts/fixtures/daraja-sim.mjs), shared with the app's setup
// (lib/mpesa/setup.ts). The shortcode and passkey are the sandbox's public test values
// (Daraja's documentation): not secrets. Plain JavaScript: the simulator runs without a build.
export const SIMULATOR_CREDENTIALS = Object.freeze({
  consumerKey: "campus-sim-key",
  consumerSecret: "campus-sim-secret",
  shortcode: "174379",
  passkey: "bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919",
  // B2C (payouts): the sandbox's B2C shortcode and initiator name. The simulator checks the
  // name; the security credential only has to be present (it cannot decrypt RSA).
  b2cShortcode: "600000",
  initiatorName: "testapi",
  securityCredential: "c2ltdWxhdG9yLW9ubHktY3JlZGVudGlhbA==",
});
