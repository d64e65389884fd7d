"""The batch engine: lines read whole (lines), each parsed into a record (records), scored
in order with or without worker processes (engine), and stopped cleanly on signals (signals).
"""
