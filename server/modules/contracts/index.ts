// The contracts module's public face (contracts, supplements, acts, EDO signing, invoices): import from here.
export { documentsCollection, paymentsCollection } from './contracts.collection';
