// Placeholder replaced by the e2e harness.
export default async function setup() {}
