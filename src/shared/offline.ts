// Names shared by the page and the service worker (src/sw): what is kept on the device for
// reading the directory offline, so both sides delete the same things.

/** The signed-in member's snapshot: who it belongs to, the members list, the accommodations. */
export const OFFLINE_DATA_CACHE = "camp-offline-data-v1";
/** Photos (and other uploads) the member has seen, kept by the service worker. */
export const OFFLINE_UPLOADS_CACHE = "camp-offline-uploads-v1";
