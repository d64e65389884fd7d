#!/usr/bin/env python3
"""Fuzz the mjlog log reader and `mjcalc log` on mjlog logs (issue 33): see log_fuzz.py."""

from log_fuzz import main

if __name__ == "__main__":
    main("mjlog")
