extensions = ["pitchspec.sphinxext"]
