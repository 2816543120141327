// Imports every type file, then builds the schema.
import { builder } from "../builder.js";
import "./enums.js";
import "./ping.js";
import "./balance.js";
import "./transfer.js";
import "./card.js";
import "./event.js";
import "./webhook-endpoint.js";

export const schema = builder.toSchema({ sortSchema: true });
