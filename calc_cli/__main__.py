"""``python -m calc_cli`` runs the same program as the ``mjcalc`` script."""

from calc_cli.entry import main

if __name__ == "__main__":
    main()
