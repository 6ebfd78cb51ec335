/**
 * @generated SignedSource<<df4a77d3a256bd097e2c2317b1d6f385>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ClientStatus = "active" | "archived" | "inactive" | "%future added value";
export type ContractStatus = "cancelled" | "draft" | "executed" | "expired" | "sent" | "signed" | "%future added value";
export type InvoiceStatus = "cancelled" | "draft" | "overdue" | "paid" | "sent" | "%future added value";
export type ProjectStatus = "active" | "cancelled" | "completed" | "planning" | "%future added value";
export type TaskStatus = "cancelled" | "completed" | "in_progress" | "pending" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ClientHubPage_client$data = {
  readonly address: string | null | undefined;
  readonly amountOwed: ReadonlyArray<{
    readonly amount: any;
    readonly currency: string;
  }>;
  readonly company: string | null | undefined;
  readonly contracts: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly contractNumber: string;
        readonly declinedAt: any | null | undefined;
        readonly id: string;
        readonly status: ContractStatus;
        readonly title: string | null | undefined;
      };
    }>;
  };
  readonly email: string | null | undefined;
  readonly facebookUsername: string | null | undefined;
  readonly files: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly createdAt: any;
        readonly downloadUrl: string;
        readonly id: string;
        readonly name: string;
        readonly size: number;
      };
    }>;
  };
  readonly id: string;
  readonly instagramUsername: string | null | undefined;
  readonly invoices: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly currency: string;
        readonly dueDate: any;
        readonly id: string;
        readonly invoiceNumber: string;
        readonly status: InvoiceStatus;
        readonly total: any;
      };
    }>;
  };
  readonly linkedinUrl: string | null | undefined;
  readonly messages: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly content: string;
        readonly createdAt: any;
        readonly id: string;
        readonly subject: string | null | undefined;
      };
    }>;
  };
  readonly name: string;
  readonly openTasks: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly dueDate: any | null | undefined;
        readonly id: string;
        readonly project: {
          readonly name: string;
        } | null | undefined;
        readonly status: TaskStatus;
        readonly title: string;
      };
    }>;
  };
  readonly phone: string | null | undefined;
  readonly projects: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly dueDate: any | null | undefined;
        readonly id: string;
        readonly name: string;
        readonly status: ProjectStatus;
      };
    }>;
  };
  readonly proposals: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly contractNumber: string;
        readonly declinedAt: any | null | undefined;
        readonly id: string;
        readonly status: ContractStatus;
        readonly title: string | null | undefined;
      };
    }>;
  };
  readonly status: ClientStatus;
  readonly tiktokUsername: string | null | undefined;
  readonly twitterUsername: string | null | undefined;
  readonly upcomingEvents: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly isAllDay: boolean;
        readonly startTime: any;
        readonly title: string;
      };
    }>;
  };
  readonly website: string | null | undefined;
  readonly youtubeChannel: string | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"ClientHubTimeline_client">;
  readonly " $fragmentType": "ClientHubPage_client";
};
export type ClientHubPage_client$key = {
  readonly " $data"?: ClientHubPage_client$data;
  readonly " $fragmentSpreads": FragmentRefs<"ClientHubPage_client">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currency",
  "storageKey": null
},
v4 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 5
  }
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "dueDate",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v8 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Contract",
    "kind": "LinkedField",
    "name": "node",
    "plural": false,
    "selections": [
      (v0/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "contractNumber",
        "storageKey": null
      },
      (v6/*:: as any*/),
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "declinedAt",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ClientHubPage_client",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "company",
      "storageKey": null
    },
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "phone",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "address",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "website",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "linkedinUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "twitterUsername",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "facebookUsername",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "instagramUsername",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "tiktokUsername",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "youtubeChannel",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "MoneyAmount",
      "kind": "LinkedField",
      "name": "amountOwed",
      "plural": true,
      "selections": [
        (v3/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "amount",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": (v4/*:: as any*/),
      "concreteType": "ClientProjectsConnection",
      "kind": "LinkedField",
      "name": "projects",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "ClientProjectsConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Project",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                (v0/*:: as any*/),
                (v1/*:: as any*/),
                (v2/*:: as any*/),
                (v5/*:: as any*/)
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "projects(first:5)"
    },
    {
      "alias": null,
      "args": (v4/*:: as any*/),
      "concreteType": "ClientOpenTasksConnection",
      "kind": "LinkedField",
      "name": "openTasks",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "ClientOpenTasksConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Task",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                (v0/*:: as any*/),
                (v6/*:: as any*/),
                (v2/*:: as any*/),
                (v5/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "Project",
                  "kind": "LinkedField",
                  "name": "project",
                  "plural": false,
                  "selections": [
                    (v1/*:: as any*/)
                  ],
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "openTasks(first:5)"
    },
    {
      "alias": null,
      "args": (v4/*:: as any*/),
      "concreteType": "ClientInvoicesConnection",
      "kind": "LinkedField",
      "name": "invoices",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "ClientInvoicesConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Invoice",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                (v0/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "invoiceNumber",
                  "storageKey": null
                },
                (v2/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "total",
                  "storageKey": null
                },
                (v3/*:: as any*/),
                (v5/*:: as any*/)
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "invoices(first:5)"
    },
    {
      "alias": null,
      "args": (v4/*:: as any*/),
      "concreteType": "ClientMessagesConnection",
      "kind": "LinkedField",
      "name": "messages",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "ClientMessagesConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Message",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                (v0/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "subject",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "content",
                  "storageKey": null
                },
                (v7/*:: as any*/)
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "messages(first:5)"
    },
    {
      "alias": null,
      "args": (v4/*:: as any*/),
      "concreteType": "ClientFilesConnection",
      "kind": "LinkedField",
      "name": "files",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "ClientFilesConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "File",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                (v0/*:: as any*/),
                (v1/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "size",
                  "storageKey": null
                },
                (v7/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "downloadUrl",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "files(first:5)"
    },
    {
      "alias": null,
      "args": (v4/*:: as any*/),
      "concreteType": "ClientUpcomingEventsConnection",
      "kind": "LinkedField",
      "name": "upcomingEvents",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "ClientUpcomingEventsConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "CalendarEvent",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                (v0/*:: as any*/),
                (v6/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "startTime",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "isAllDay",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "upcomingEvents(first:5)"
    },
    {
      "alias": null,
      "args": (v4/*:: as any*/),
      "concreteType": "ClientContractsConnection",
      "kind": "LinkedField",
      "name": "contracts",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "ClientContractsConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": (v8/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": "contracts(first:5)"
    },
    {
      "alias": null,
      "args": (v4/*:: as any*/),
      "concreteType": "ClientProposalsConnection",
      "kind": "LinkedField",
      "name": "proposals",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "ClientProposalsConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": (v8/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": "proposals(first:5)"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ClientHubTimeline_client"
    }
  ],
  "type": "Client",
  "abstractKey": null
};
})();

(node as any).hash = "d0b717641bcc4a85d10ee270c9bbdd6d";

export default node;
