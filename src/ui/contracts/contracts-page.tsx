import { contractTabs, edoTabs, inContractTab, inEdoTab } from '../../domain/contracts';
import { links } from '../../domain/routes';
import { DocumentsScreen } from './documents-screen';
import { useContractsT } from './i18n';

/** /contracts/{role}: my documents in the tabs all, signed, archive, draft, at the signing, awaiting signature. */
export function ContractsPage() {
  const t = useContractsT();
  return (
    <DocumentsScreen
      title={t('title.contracts')}
      base={links.contracts}
      tabs={contractTabs}
      tabLabel={(tr, tab) => tr(`tab.${tab}`)}
      inTab={inContractTab}
    />
  );
}

/** /edo/{role}: the documents by kind: contract, act transfer, supplement, agreement transfer. */
export function EdoPage() {
  const t = useContractsT();
  return (
    <DocumentsScreen
      title={t('title.edo')}
      base={links.edo}
      tabs={edoTabs}
      tabLabel={(tr, tab) => tr(`tab.${tab}`)}
      inTab={(document, tab) => inEdoTab(document, tab)}
    />
  );
}
