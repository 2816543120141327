// The destination's country, picked by name: the countries where the chosen currency is used
// first, then every ISO 3166-1 country by its name in the reader's language (Intl.DisplayNames).
// The API takes any two capital letters, so "Another code" lets one type a code the list lacks.
import { useMemo, useState } from "react";
import type { FieldProps } from "../errors";

// ISO 3166-1 alpha-2, officially assigned.
const codes = (
  "AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR " +
  "CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID " +
  "IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS " +
  "MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL " +
  "SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW"
).split(" ");

/** Where each currency is the money in use (the euro: its largest users). */
const countriesOfCurrency: Record<string, string[]> = {
  USD: ["US"],
  EUR: ["DE", "FR", "IT", "ES", "NL", "BE", "IE", "PT", "AT", "FI"],
  GBP: ["GB"],
  XOF: ["SN", "CI", "BJ", "BF", "ML", "NE", "TG", "GW"],
  XAF: ["CM", "GA", "CG", "TD", "CF", "GQ"],
  NGN: ["NG"],
  GHS: ["GH"],
  KES: ["KE"],
};

const other = "other";

function namer(): (code: string) => string {
  try {
    const names = new Intl.DisplayNames([document.documentElement.lang || "en"], { type: "region" });
    return (code) => names.of(code) ?? code;
  } catch {
    return (code) => code;
  }
}

/** The country's name, for the review ("Nigeria (NG)"). */
export function countryName(code: string): string {
  const name = namer()(code);
  return name === code ? code : `${name} (${code})`;
}

export function CountryPicker({ props, value, currency, onChange }: { props: FieldProps; value: string; currency: string; onChange: (code: string) => void }) {
  const nameOf = useMemo(namer, []);
  const all = useMemo(() => codes.map((code) => ({ code, name: nameOf(code) })).sort((a, b) => a.name.localeCompare(b.name)), [nameOf]);
  const suggested = countriesOfCurrency[currency] ?? [];
  const [typing, setTyping] = useState(() => value !== "" && !codes.includes(value));
  return (
    <>
      <select
        {...props}
        id={typing ? `${props.id}-choice` : props.id}
        aria-label={typing ? "Country (choose Another code to type one)" : undefined}
        value={typing ? other : value}
        onChange={(e) => {
          const chosen = e.target.value;
          setTyping(chosen === other);
          onChange(chosen === other ? "" : chosen);
        }}
      >
        <option value="">Choose a country</option>
        {suggested.length > 0 ? (
          <optgroup label={`Where ${currency} is used`}>
            {suggested.map((code) => (
              <option key={code} value={code}>
                {nameOf(code)} ({code})
              </option>
            ))}
          </optgroup>
        ) : null}
        <optgroup label="All countries">
          {all.map(({ code, name }) => (
            <option key={code} value={code}>
              {name} ({code})
            </option>
          ))}
        </optgroup>
        <option value={other}>Another code…</option>
      </select>
      {typing ? (
        <input {...props} type="text" className="country-code" autoComplete="off" value={value} onChange={(e) => onChange(e.target.value.toUpperCase())} />
      ) : null}
    </>
  );
}
