// A card's spending controls on its page: in words, and (with cards:write, until the card is
// terminated) replaced whole by updateCardSpendingControls (docs/api/cards.md#spending-controls),
// which takes no idempotency key: the same controls twice leave the card as once.
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useMutation } from "urql";
import { Notice, useNotice } from "../components/Notice";
import { UpdateCardSpendingControlsMutation } from "../documents-cards";
import { ErrorMessage, FormErrors, apiErrors, errorsByField, type ApiErrorView } from "../errors";
import type { CardSpendingControlsFieldsFragment, CardStatus } from "../gql/graphql";
import { Loading, useSession } from "../ui";
import { controlsFieldOfParam, controlsInput, draftOf, SpendingControlsFields, useMerchantCategories, type ControlsDraft, type ControlsErrors } from "./CardsControlsFields";
import { describeControls } from "./CardsWords";

type Controls = CardSpendingControlsFieldsFragment["spendingControls"];

export function SpendingControlsPanel({ cardId, status, controls, onDone }: { cardId: string; status: CardStatus; controls: Controls; onDone: () => void }) {
  const { can, exponents } = useSession();
  const catalog = useMerchantCategories();
  const [draft, setDraft] = useState<ControlsDraft | null>(null);
  const { notice, show, clear } = useNotice();
  const changeRef = useRef<HTMLButtonElement>(null);
  const editing = draft !== null;
  const wasEditing = useRef(false);
  useEffect(() => {
    // Back on the button that opened the editor once it closes.
    if (!editing && wasEditing.current) changeRef.current?.focus();
    wasEditing.current = editing;
  }, [editing]);
  const lines = describeControls(controls, catalog.names, exponents);
  const changeable = can("cards:write") && status !== "terminated";

  return (
    <section className="panel" aria-labelledby="controls-heading">
      <h2 id="controls-heading">Spending controls</h2>
      <Notice notice={notice} onDismiss={clear} />
      <ErrorMessage error={catalog.error} title="Could not load the merchant categories" onRetry={catalog.retry} />
      {catalog.fetching && catalog.names.size === 0 ? (
        <Loading what="the controls" />
      ) : lines.length === 0 ? (
        <p data-testid="spending-controls">None: purchases up to the card's balance, at any merchant.</p>
      ) : (
        <ul className="controls-list" data-testid="spending-controls">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      {changeable && !editing ? (
        <button type="button" ref={changeRef} className="secondary" onClick={() => setDraft(draftOf(controls, exponents.get("USD") ?? 2))}>
          Change controls
        </button>
      ) : null}
      {editing ? (
        <ControlsEditor
          cardId={cardId}
          draft={draft}
          onChange={setDraft}
          catalog={catalog.list}
          onCancel={() => setDraft(null)}
          onSaved={() => {
            setDraft(null);
            show("success", "Spending controls saved: they decide the purchases from now on.");
            onDone();
          }}
        />
      ) : null}
    </section>
  );
}

function ControlsEditor({
  cardId,
  draft,
  onChange,
  catalog,
  onCancel,
  onSaved,
}: {
  cardId: string;
  draft: ControlsDraft;
  onChange: (draft: ControlsDraft) => void;
  catalog: ReturnType<typeof useMerchantCategories>["list"];
  onCancel: () => void;
  onSaved: () => void;
}) {
  const { exponents } = useSession();
  const [{ fetching }, update] = useMutation(UpdateCardSpendingControlsMutation);
  const [fieldErrors, setFieldErrors] = useState<ControlsErrors>({});
  const [errors, setErrors] = useState<ApiErrorView[]>([]);
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstError = () => requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors([]);
    const local = controlsInput(draft, exponents);
    setFieldErrors(local.errors ?? {});
    if (!local.input) {
      focusFirstError();
      return;
    }
    const result = await update({ id: cardId, input: local.input });
    if (result.data?.updateCardSpendingControls) {
      onSaved();
      return;
    }
    const { byField, rest } = errorsByField(apiErrors(result.error), controlsFieldOfParam);
    setFieldErrors(byField);
    setErrors(rest);
    focusFirstError();
  };

  return (
    <form ref={formRef} className="controls-editor" onSubmit={submit} noValidate aria-label="Change the spending controls">
      <FormErrors title="The controls did not change" errors={errors} />
      <SpendingControlsFields
        form="controls"
        draft={draft}
        // An error is about the draft it was found in: a change clears it.
        onChange={(changed) => {
          onChange(changed);
          setFieldErrors({});
        }}
        errors={fieldErrors}
        catalog={catalog}
      />
      <p className="hint">The new controls replace the old ones whole; purchases already made keep their decision.</p>
      <div className="actions">
        <button type="submit" disabled={fetching}>
          {fetching ? "Saving…" : "Save controls"}
        </button>
        <button type="button" className="secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
