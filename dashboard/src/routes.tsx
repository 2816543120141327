// The dashboard's pages by address (under /dashboard). The Overview, where a session lands, is
// in the main script; every other page is a chunk of its own, fetched when first opened, so the
// first load carries only what the Overview needs. A new page: add it with lazyPage and a line in
// Page.
import { Suspense, lazy, type ComponentType } from "react";
import { Link } from "./router";
import { Loading, PageTitle } from "./ui";
import { Overview } from "./pages/Overview";

/** The page component `load` finds in its module, loaded when first shown. */
function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => ({ default: await load() }));
}

const Transfers = lazyPage(() => import("./pages/Transfers").then((m) => m.Transfers));
const TransferDetail = lazyPage(() => import("./pages/TransferDetail").then((m) => m.TransferDetail));
const SendTransfer = lazyPage(() => import("./pages/SendTransfer").then((m) => m.SendTransfer));
const Cards = lazyPage(() => import("./pages/Cards").then((m) => m.Cards));
const CardsIssue = lazyPage(() => import("./pages/CardsIssue").then((m) => m.CardsIssue));
const CardsDetail = lazyPage(() => import("./pages/CardsDetail").then((m) => m.CardsDetail));
const CardTransactions = lazyPage(() => import("./pages/CardTransactions").then((m) => m.CardTransactions));
const Developers = lazyPage(() => import("./pages/Developers").then((m) => m.Developers));
const DevelopersEndpoint = lazyPage(() => import("./pages/DevelopersEndpoint").then((m) => m.DevelopersEndpoint));
const ApiKeys = lazyPage(() => import("./pages/ApiKeys").then((m) => m.ApiKeys));

export function Page({ path }: { path: string }) {
  return (
    <Suspense fallback={<Loading what="the page" />}>
      <PageAt path={path} />
    </Suspense>
  );
}

function PageAt({ path }: { path: string }) {
  if (path === "/" || path === "") return <Overview />;
  if (path === "/transfers") return <Transfers />;
  if (path === "/transfers/new") return <SendTransfer />;
  if (path === "/cards") return <Cards />;
  if (path === "/cards/new") return <CardsIssue />;
  if (path === "/cards/transactions") return <CardTransactions />;
  const card = /^\/cards\/(card_[A-Za-z0-9]+)$/.exec(path);
  if (card) return <CardsDetail id={card[1]} />;
  const transfer = /^\/transfers\/(tr_[A-Za-z0-9]+)$/.exec(path);
  if (transfer) return <TransferDetail id={transfer[1]} />;
  if (path === "/developers") return <Developers />;
  if (path === "/developers/api-keys") return <ApiKeys />;
  const endpoint = /^\/developers\/endpoints\/(we_[A-Za-z0-9]+)$/.exec(path);
  if (endpoint) return <DevelopersEndpoint id={endpoint[1]} />;
  return (
    <section>
      <PageTitle>Not found</PageTitle>
      <p>
        There is no page at this address. <Link to="/">Go to the overview</Link>.
      </p>
    </section>
  );
}
