#!/usr/bin/env python3
"""Fuzz the tenhou6 log reader and `mjcalc log` on tenhou6 logs (issue 33): see log_fuzz.py."""

from log_fuzz import main

if __name__ == "__main__":
    main("tenhou6")
