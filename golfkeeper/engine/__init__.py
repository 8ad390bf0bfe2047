"""The rules engine: pure Python, with no Flask, SQLAlchemy or WTForms import.

The web layer calls into this package, never the other way round.
"""
