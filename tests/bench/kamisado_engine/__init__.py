"""Issue 19 benchmarks of Kamisado's own engine (rules/kamisado/engine): `speed` (perft against a base tree's
contract perft, search depth and nodes), `match` (hard against a base tree's hard, pairs of rounds sharing an
opening), `black` (hard as Black against random, medium and hard White). A folder of their own: tests/bench
holds its 15 modules."""
