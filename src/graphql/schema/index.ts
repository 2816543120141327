// Imports every type file, then builds the schema.
import { builder } from "../builder.js";
import "./enums.js";
import "./node.js";
import "./viewer.js";
import "./ping.js";
import "./balance.js";
import "./transfer.js";
import "./transfer-stats.js";
import "./card-enums.js";
import "./card-controls.js";
import "./card.js";
import "./card-transaction.js";
import "./card-operation.js";
import "./card-details.js";
import "./card-product.js";
import "./card-inputs.js";
import "./card-mutations.js";
import "./event.js";
import "./webhook-endpoint.js";
import "./webhook-delivery.js";
import "./webhook-delivery-actions.js";
import "./api-key.js";
import "./session-token.js";

export const schema = builder.toSchema({ sortSchema: true });
