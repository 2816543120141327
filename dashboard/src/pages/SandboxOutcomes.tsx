// The Sandbox's transfer outcomes, beside the send form: the destination's last four digits
// decide (docs/api/transfers.md#sandbox-outcomes).

const outcomes: [ending: string, answer: string, afterwards: string][] = [
  ["0002", "provider_error; stored failed", "funds released at once"],
  ["0003", "provider_timeout; stored failed", "funds released at once"],
  ["0004", "processing", "failed (destination_rejected) after the settlement delay"],
  ["0005", "processing", "stays processing, funds stay reserved"],
];

export function SandboxOutcomes() {
  return (
    <details className="panel sandbox-outcomes">
      <summary>Sandbox outcomes: the last four digits of the account or phone number decide</summary>
      <table>
        <caption className="visually-hidden">Sandbox transfer outcomes by the destination's last four digits</caption>
        <thead>
          <tr>
            <th scope="col">Ends in</th>
            <th scope="col">Answer</th>
            <th scope="col">Afterwards</th>
          </tr>
        </thead>
        <tbody>
          {outcomes.map(([ending, answer, afterwards]) => (
            <tr key={ending}>
              <th scope="row">
                <code>{ending}</code>
              </th>
              <td>{answer}</td>
              <td>{afterwards}</td>
            </tr>
          ))}
          <tr>
            <th scope="row">anything else</th>
            <td>processing</td>
            <td>succeeded after the settlement delay</td>
          </tr>
        </tbody>
      </table>
    </details>
  );
}
