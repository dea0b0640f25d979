"""The pieces of Scripts/make-sample-project.py: the object graph, writing it, reading it back, checking it."""
