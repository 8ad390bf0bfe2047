"""A table's house rules on the web: the form that picks them, the query strings that carry
them between pages and into the JSON API, and their hole-score bounds kept in the shared
cache. The rules themselves (``HouseRules``, one declaration per switch) live in
``golfkeeper.engine.house_rules``; this package only reads and writes them.

- ``form``: the house-rules form and the words it describes rules in
- ``query``: rules in query strings: links read leniently, the JSON API strictly
- ``kept_bounds``: the lowest and highest hole score of a set of rules, kept in the cache
"""
