# Generates one target per brand folder.
