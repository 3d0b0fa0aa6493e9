"""Play across machines (issue 29): the protocol, the transport seam and its links, the referee that alone
holds each game, and the client's model. Imports `rules`, never pygame or `scenes`. docs/network.md."""
