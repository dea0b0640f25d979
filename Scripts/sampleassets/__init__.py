"""The pieces of Scripts/make-sample-assets.py: the brand table and the file formats it writes."""
